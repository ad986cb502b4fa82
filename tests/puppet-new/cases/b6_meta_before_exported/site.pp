@@notify { 'e': }
notify { 'a': before => Notify['e'] }
