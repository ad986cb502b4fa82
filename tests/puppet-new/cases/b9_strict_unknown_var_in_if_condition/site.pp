if $ghost { notify { 'yes': } } else { notify { 'no': } }
