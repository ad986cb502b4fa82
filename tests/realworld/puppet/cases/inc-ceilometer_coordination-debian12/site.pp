include ceilometer::coordination
