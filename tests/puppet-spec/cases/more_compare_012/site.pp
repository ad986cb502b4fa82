compare(Timespan(1),Semver("1.2.3"))
