DERIVATIONS = {}
def compare(name, expected):
    return []
