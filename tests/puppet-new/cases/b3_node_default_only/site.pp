node default { notice("default for ${facts['networking']['fqdn']}") }
