include tempest
