# https://collectd.org/wiki/index.php/Table_of_Matches
type Collectd::Filter::Match = Enum['empty_counter', 'hashed', 'regex', 'timediff', 'value']
