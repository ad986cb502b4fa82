define d() { notify { "d-${title}": } }
@@d { 'e': }
D <<| |>>
notify { 'plain': }
