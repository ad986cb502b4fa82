# https://collectd.org/wiki/index.php/Chains#Built-in_targets
type Collectd::Filter::Builtintarget = Enum['jump', 'stop', 'return', 'write']
