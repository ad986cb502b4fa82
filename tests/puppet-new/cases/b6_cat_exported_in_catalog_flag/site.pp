@@notify { 'e': }
notify { 'a': }
