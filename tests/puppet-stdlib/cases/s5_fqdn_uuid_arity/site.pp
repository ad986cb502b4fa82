notice(fqdn_uuid())
