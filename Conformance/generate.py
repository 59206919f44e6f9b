def cases():
    return {}
