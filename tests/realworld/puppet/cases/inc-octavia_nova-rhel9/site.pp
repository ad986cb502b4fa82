include octavia::nova
