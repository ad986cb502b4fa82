@@notify { 'x': }
@notify { 'x': }
