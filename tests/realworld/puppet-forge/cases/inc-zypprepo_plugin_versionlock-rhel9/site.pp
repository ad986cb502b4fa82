include zypprepo::plugin::versionlock
