class c(Optional[Variant[Integer, Enum['on', 'off']]] $v) { }
class { 'c': v => 'maybe' }
