notice(SemVer.new('1.2'))
