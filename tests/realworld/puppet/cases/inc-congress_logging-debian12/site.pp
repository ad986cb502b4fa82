include congress::logging
