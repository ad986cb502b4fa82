notice(compare(SemVer("1.2.3"), SemVer("1.2.3"), false))
