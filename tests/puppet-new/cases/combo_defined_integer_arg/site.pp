notify { 'r': message => "${defined('notify', 1)}" }
