$matches = "abc123".match(/[a-z]+[1-9]+/)
# $matches contains [abc123]
