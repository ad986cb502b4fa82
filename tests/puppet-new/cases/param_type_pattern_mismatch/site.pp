class c(Pattern[/^\d+$/] $n) { }
class { 'c': n => 'abc' }
