class a { }
include a
Class['a'] -> Class['missing']
