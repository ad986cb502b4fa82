include congress
