    notify { "test-${type([testing].dig(undef))}-ing": }
