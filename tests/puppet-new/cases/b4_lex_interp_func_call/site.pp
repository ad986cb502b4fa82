notice("${upcase('a')} ${'b'.upcase} ${join([1,2], ':')}")
