# @summary Validate the size of data
type Stdlib::Datasize = Pattern[/^\d+(?i:[kmgt]b?|b)$/]
