compare(Semver("1.2.3"),Semver("1.2.3"), false)
