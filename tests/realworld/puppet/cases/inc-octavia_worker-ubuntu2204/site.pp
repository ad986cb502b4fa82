include octavia::worker
