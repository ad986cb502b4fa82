# @summary Validate a port number usable by a user
type Stdlib::Port::User = Integer[1024, 49151]
