Notify { message => $nodefaultvar }
notify { 'x': }
