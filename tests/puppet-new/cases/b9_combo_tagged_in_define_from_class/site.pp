define d() { notify { "d-${title}": message => "class=${tagged('holder')} self=${tagged('d')}" } }
class holder { d { 'x': } }
include holder
