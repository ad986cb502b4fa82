include octavia::logging
