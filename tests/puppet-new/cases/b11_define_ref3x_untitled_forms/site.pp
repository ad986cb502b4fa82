define mod::thing() {}
define d($kind) { notify { $title: message => "${kind}" } }
d { 'x': kind => [Package, Resource['mod::thing', 'x'], Notify['::a'], Mod::Thing] }
