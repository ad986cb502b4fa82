include octavia::deps
