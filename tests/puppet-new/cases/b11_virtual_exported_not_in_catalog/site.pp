@@notify { 'e': }
@notify { 'v': }
notify { 'r': }
