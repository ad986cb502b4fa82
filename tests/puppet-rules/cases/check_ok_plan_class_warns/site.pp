class plan {}
include plan
