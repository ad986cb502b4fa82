    notify { "test-${type(undef.dig(undef))}-ing": }
