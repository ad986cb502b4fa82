with(Sensitive('s')) |Sensitive $x| { notify { "t ${type($x)}": } }
