include tempest::magnum
