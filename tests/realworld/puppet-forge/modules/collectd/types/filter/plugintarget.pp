# https://collectd.org/wiki/index.php/Table_of_Targets
type Collectd::Filter::Plugintarget = Enum['notification', 'replace', 'scale', 'set']
