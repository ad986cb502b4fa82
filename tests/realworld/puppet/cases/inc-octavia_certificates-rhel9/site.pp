include octavia::certificates
