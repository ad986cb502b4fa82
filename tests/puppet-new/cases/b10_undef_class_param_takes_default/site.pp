class c($p = 'dflt') { notify { "p=${p}": } }
class { 'c': p => undef }
