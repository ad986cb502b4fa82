# https://collectd.org/wiki/index.php/Chains
type Collectd::Filter::Target = Variant[Collectd::Filter::Builtintarget, Collectd::Filter::Plugintarget]
