include placement
