include octavia::compute
