define d { notify { "d ${title}": } }
@@d { 'e': }
notify { 'plain': }
