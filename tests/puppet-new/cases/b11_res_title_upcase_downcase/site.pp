notify { upcase('abc'): }
notify { downcase('DEF'): message => capitalize('xyz') }
