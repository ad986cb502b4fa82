include ironic::drivers::drac
