class v(Variant[Enum['on', 'off'], Integer[0, 1]] $sw) { }
class { 'v': sw => 'maybe' }
