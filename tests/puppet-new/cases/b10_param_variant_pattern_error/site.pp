class c(Variant[Integer, Pattern[/^a/]] $v) { }
class { 'c': v => 'bcd' }
