$result = versioncmp(a, b)
