include octavia::quota
